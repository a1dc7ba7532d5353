import type { Notification } from '#common/schemas/notifications';
import type { ListedRow } from './notifications.repository';

/** What each grouped activity says after "Ana and 3 others …". */
export const GROUP_VERBS: Record<string, string> = {
  follow: 'started following you',
  post_like: 'spritzed your post',
  post_comment: 'commented on your post',
  discussion_comment: 'commented on your discussion',
  discussion_reply: 'replied in your discussion',
};

/** Types a staff member may answer with send-inbox-reply: they come from a member. */
export const REPLYABLE_TYPES = new Set(['member_message', 'new_brand_signup']);

export function presentNotification(r: ListedRow): Notification {
  const n = r.row;
  const actor = n.actorId && r.actorUsername ? { id: n.actorId, username: r.actorUsername, avatarUrl: r.actorAvatar } : null;
  const others = n.actorCount - 1;
  const verb = GROUP_VERBS[n.type];
  const message = others > 0 && verb && actor ? `${actor.username} and ${others} ${others === 1 ? 'other' : 'others'} ${verb}` : n.message;
  return {
    id: n.id,
    type: n.type,
    title: n.title,
    message,
    priority: n.priority,
    read: n.read,
    link: n.link,
    actor,
    actorCount: n.actorCount,
    replyToId: n.replyToId,
    replyMessage: n.replyMessage,
    canReply: REPLYABLE_TYPES.has(n.type) && n.actorId !== null,
    createdAt: n.createdAt.toISOString(),
  };
}
