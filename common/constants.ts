/**
 * Plain values the schemas and the pages share, kept apart from the schema modules: a page that only shows a
 * label or lists choices must not load the schema library with them (client size budgets,
 * scripts/check-budgets.mjs). The schema modules re-export them.
 */

export const ORDER_STATUSES = ['pending_payment', 'paid', 'fulfilled', 'cancelled', 'refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending_payment: 'Awaiting payment',
  paid: 'Paid',
  fulfilled: 'Fulfilled',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
};

export const RESOURCE_TYPES = ['guide', 'template', 'glossary', 'checklist'] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];

export const TUTORIAL_LEVELS = ['Beginner', 'Intermediate'] as const;
export type TutorialLevel = (typeof TUTORIAL_LEVELS)[number];

/** The admin analytics ranges, in days. */
export const ANALYTICS_RANGES = [7, 30, 90] as const;
