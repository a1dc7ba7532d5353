import type { AdminResource, AdminTutorial, AdminTutorialSummary } from '#common/schemas/admin-library';
import { presentResource, presentTutorialCard } from '#server/modules/learn/learn.presenter';
import type { ResourceRow, TutorialRow } from './admin-library.repository';

type TutorialCardRow = Parameters<typeof presentTutorialCard>[0] & Pick<TutorialRow, 'archivedAt'>;

export function presentAdminTutorialSummary(t: TutorialCardRow): AdminTutorialSummary {
  return { ...presentTutorialCard(t), archived: t.archivedAt !== null };
}

export function presentAdminTutorial(t: TutorialRow): AdminTutorial {
  return { ...presentAdminTutorialSummary(t), body: t.body };
}

export function presentAdminResource(r: ResourceRow): AdminResource {
  return { ...presentResource(r), archived: r.archivedAt !== null };
}
