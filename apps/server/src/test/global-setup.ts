import { buildTemplates } from './databases.ts';

export default async function setup() {
  await buildTemplates((msg) => console.log(msg));
}
