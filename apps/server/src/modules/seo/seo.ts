import type { FastifyInstance } from 'fastify';
import type { ShellRenderer } from '../../plugins/static-spa.ts';

/** Server-filled document head for the SPA's pages (issue 6); until then the shell as built. */
export function createShellRenderer(_app: FastifyInstance): ShellRenderer | undefined {
  return undefined;
}

/** /sitemap.xml and /robots.txt (issue 6). */
export function registerSeoRoutes(_app: FastifyInstance) {}
