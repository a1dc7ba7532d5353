import { lazy, Suspense, type ComponentType } from 'react';
import { useSearchParams } from 'react-router';
import { PageSpinner } from '#client/components/page-spinner';
import { RequireStaff } from '#client/components/route-guards';
import { StaffTwoFactorGate } from '#client/components/two-factor-gate';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs';
import { useAuth } from '#client/lib/auth';
import { loadWhenIdle } from '#client/lib/lazy-load';
import { ModerationTab } from '#client/features/admin/components/moderation-tab';
import { UsersTab } from '#client/features/admin/components/users-tab';

/** A tab that is not the first one anybody sees: its chunk is fetched when the browser is first idle, or when chosen. */
const laterTab = (load: () => Promise<ComponentType>) => lazy(loadWhenIdle(async () => ({ default: await load() })));
const BrandApplicationsTab = laterTab(() =>
  import('#client/features/admin/components/brand-applications-tab').then((m) => m.BrandApplicationsTab),
);
const ProductsTab = laterTab(() => import('#client/features/admin/components/products-tab').then((m) => m.ProductsTab));
const ContentTab = laterTab(() => import('#client/features/admin/components/content-tab').then((m) => m.ContentTab));
const AuditTab = laterTab(() => import('#client/features/admin/components/audit-tab').then((m) => m.AuditTab));
const DeletionsTab = laterTab(() => import('#client/features/admin/components/deletions-tab').then((m) => m.DeletionsTab));

/** `/admin`: Admin Management. Admins get every tab; moderators only the moderation queue. */
export default function AdminPage() {
  return (
    <RequireStaff>
      <StaffTwoFactorGate>
        <AdminManagement />
      </StaffTwoFactorGate>
    </RequireStaff>
  );
}

const MODERATION_TAB = { value: 'moderation', label: 'Moderation', Component: ModerationTab };
const ADMIN_TABS = [
  { value: 'users', label: 'Users', Component: UsersTab },
  { value: 'brands', label: 'Brand Applications', Component: BrandApplicationsTab },
  { value: 'products', label: 'Products', Component: ProductsTab },
  { value: 'content', label: 'Content', Component: ContentTab },
  MODERATION_TAB,
  { value: 'audit', label: 'Audit', Component: AuditTab },
  { value: 'deletions', label: 'Deletions', Component: DeletionsTab },
];

function AdminManagement() {
  const { isAdmin } = useAuth();
  const [params, setParams] = useSearchParams();
  const tabs = isAdmin ? ADMIN_TABS : [MODERATION_TAB];
  const current = tabs.find((t) => t.value === params.get('tab'))?.value ?? tabs[0]?.value;
  return (
    <section className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <h1 className="text-3xl font-semibold">Admin Management</h1>
      <Tabs value={current} onValueChange={(v) => setParams({ tab: v }, { replace: true })}>
        <TabsList aria-label="Admin sections">
          {tabs.map((t) => (
            <TabsTrigger key={t.value} value={t.value}>
              {t.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {tabs.map((t) => (
          <TabsContent key={t.value} value={t.value} className="pt-2">
            <Suspense fallback={<PageSpinner />}>
              <t.Component />
            </Suspense>
          </TabsContent>
        ))}
      </Tabs>
    </section>
  );
}
