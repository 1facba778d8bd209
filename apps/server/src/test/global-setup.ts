import { randomBytes } from 'node:crypto';
import { buildTemplates, dropTemplates } from './databases.ts';

export default async function setup() {
  process.env.SHOP_TEST_RUN = randomBytes(4).toString('hex');
  await buildTemplates((msg) => console.log(msg));
  return async () => {
    await dropTemplates();
  };
}
