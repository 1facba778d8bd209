import { DashboardReplySchema } from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dashboardFigures } from './dashboard.service.ts';

/** The back office's home figures: one read, every figure in one reply. */
export function registerDashboardRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/staff/dashboard',
    {
      config: { staff: ['sales', 'warehouse'] },
      schema: {
        tags: ['staff'],
        summary:
          'Dashboard: orders and revenue excl. VAT today, this week and per day for 90 days, waiting registrations, overdue total; the warehouse gets order counts without money',
        response: { 200: DashboardReplySchema },
      },
    },
    async (request) => {
      const staff = await request.requireStaff();
      return { success: true as const, dashboard: await dashboardFigures(app.shop.db, staff.role, new Date()) };
    },
  );
}
