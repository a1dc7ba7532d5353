import type { AdminExpert, AdminResource, AdminTutorial, AdminTutorialSummary } from '#common/schemas/admin-library';
import { presentExpert, presentResource, presentTutorialCard } from '#server/modules/learn/learn.presenter';
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

export function presentAdminExpert(e: Parameters<typeof presentExpert>[0] & { public: boolean; suspended: boolean }): AdminExpert {
  return { ...presentExpert(e), public: e.public, suspended: e.suspended };
}
