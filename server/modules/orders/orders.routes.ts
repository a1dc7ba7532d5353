import { PageQuerySchema } from '#common/schemas/common';
import {
  CheckoutHeadersSchema,
  CheckoutQuoteSchema,
  CheckoutResultSchema,
  CheckoutSchema,
  IdempotencyKeySchema,
  OrderDetailSchema,
  OrderPageSchema,
  OrderParamsSchema,
  RefundSchema,
} from '#common/schemas/orders';
import { MSG } from '#common/messages';
import type { App, AppContext } from '#server/context';
import { badRequest } from '#server/errors';
import { requireAdmin, requireUser } from '#server/plugins/auth';
import { OrdersService } from './orders.service';

const tags = ['orders'];
const security = [{ bearer: [] }];

/** `GET /api/checkout` (the re-priced quote) and `POST /api/checkout` (place the order). */
export async function checkoutRoutes(app: App, ctx: AppContext) {
  const service = new OrdersService(ctx);
  app.get('/', { schema: { tags, security, response: { 200: CheckoutQuoteSchema } } }, async (request) =>
    service.quote(requireUser(request, MSG.signInToPurchaseCourses)),
  );
  app.post(
    '/',
    {
      schema: {
        tags,
        security,
        body: CheckoutSchema,
        headers: CheckoutHeadersSchema,
        response: { 200: CheckoutResultSchema, 201: CheckoutResultSchema },
      },
    },
    async (request, reply) => {
      const member = requireUser(request, MSG.signInToPurchaseCourses);
      const key = IdempotencyKeySchema.safeParse(request.headers['idempotency-key']);
      if (!key.success) throw badRequest(key.error.issues[0].message, 'Idempotency-Key');
      const { result, replayed } = await service.checkout(member, key.data, request.body);
      if (replayed) reply.header('idempotent-replayed', 'true');
      reply.code(replayed ? 200 : 201);
      return result;
    },
  );
}

/** The member's orders; admins fulfil and refund. */
export async function orderRoutes(app: App, ctx: AppContext) {
  const service = new OrdersService(ctx);
  app.get('/', { schema: { tags, security, querystring: PageQuerySchema, response: { 200: OrderPageSchema } } }, async (request) =>
    service.list(requireUser(request), request.query.limit, request.query.cursor),
  );
  app.get('/:id', { schema: { tags, security, params: OrderParamsSchema, response: { 200: OrderDetailSchema } } }, async (request) =>
    service.get(requireUser(request), request.params.id),
  );
  app.post(
    '/:id/cancel',
    { schema: { tags, security, params: OrderParamsSchema, response: { 200: OrderDetailSchema } } },
    async (request) => service.cancel(requireUser(request), request.params.id),
  );
  app.post(
    '/:id/fulfil',
    { schema: { tags, security, params: OrderParamsSchema, response: { 200: OrderDetailSchema } } },
    async (request) => service.fulfil(requireAdmin(request), request.params.id),
  );
  app.post(
    '/:id/refund',
    { schema: { tags, security, params: OrderParamsSchema, body: RefundSchema.optional(), response: { 200: OrderDetailSchema } } },
    async (request) => service.refund(requireAdmin(request), request.params.id, request.body?.reason),
  );
}

/** `POST /api/payments/stripe/webhook`: the raw body is needed to verify the signature. */
export async function paymentWebhookRoutes(app: App, ctx: AppContext) {
  const service = new OrdersService(ctx);
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 256 * 1024 }, (_req, body, done) => done(null, body));
  app.post('/stripe/webhook', { schema: { hide: true } }, async (request) => {
    if (!Buffer.isBuffer(request.body)) throw badRequest('A JSON event body is required');
    const signature = request.headers['stripe-signature'];
    return service.handleWebhook(request.body, typeof signature === 'string' ? signature : undefined);
  });
}
