import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Camera, Check, FlaskConical, LayoutDashboard, Pencil, ShoppingBag, Users, X } from 'lucide-react';
import { MSG } from '#common/messages';
import { FREE_GENERATIONS, primaryRole, ROLE_LABELS } from '#common/roles';
import { DEFAULT_SETTINGS } from '#common/constants';
import type { OwnProfile } from '#common/schemas/profile';
import { PageSpinner } from '#client/components/page-spinner';
import { RequireAuth } from '#client/components/route-guards';
import { Avatar, AvatarFallback, AvatarImage } from '#client/components/ui/avatar';
import { Badge } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { Detail } from '#client/components/detail';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card';
import { EmptyState } from '#client/components/ui/empty-state';
import { Input } from '#client/components/ui/input';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs';
import { useAuth } from '#client/lib/auth';
import { loadWhenIdle } from '#client/lib/lazy-load';
import { notify } from '#client/lib/notify';
import { useOwnProfile, useUpdateProfile, useUploadProfileImage } from '#client/features/profile/api/own-profile';
import { EditProfileDialog } from '#client/features/profile/components/edit-profile-dialog';
import { checkImageFile } from '#client/lib/image-file';
import { UsageBar } from '#client/features/profile/components/usage-bar';
import { useRecentFormulas, useShareFormula } from '#client/features/profile/api/recent-formulas';
import { RecentOrdersCard } from '#client/features/profile/components/recent-orders-card';
import { MyCoursesCard } from '#client/features/profile/components/my-courses-card';
import { usePageMeta } from '#client/lib/page-meta';
import { cn } from '#client/lib/cn';

// The Settings tab (its radio groups and switches) is fetched after the page has rendered, or when it is chosen.
const SettingsTab = lazy(
  loadWhenIdle(() => import('#client/features/profile/components/settings-tab').then((m) => ({ default: m.SettingsTab }))),
);

// The Account section (password, email, sessions, two-factor sign-in, data) is fetched when it is chosen.
const AccountSection = lazy(() =>
  import('#client/features/profile/components/account/account-section').then((m) => ({ default: m.AccountSection })),
);
const TABS = ['dashboard', 'settings', 'account'];

/** `/profile`: the signed-in user's dashboard and settings; `?tab=settings` or `?tab=account` opens that tab. */
export default function OwnProfilePage() {
  usePageMeta({ title: 'Your profile', description: 'Your Sillage profile, posts and settings.' });
  return (
    <RequireAuth>
      <OwnProfile />
    </RequireAuth>
  );
}

function OwnProfile() {
  const { user, isAdmin } = useAuth();
  const query = useOwnProfile();
  const [params, setParams] = useSearchParams();
  const tab = TABS.find((t) => t === params.get('tab')) ?? 'dashboard';
  useEffect(() => {
    if (query.isError) notify.error(MSG.error, MSG.failedToLoadProfileData);
  }, [query.isError]);
  if (query.isLoading) return <PageSpinner label="Loading your profile" />;
  // When the load fails the page still works, from a fallback profile built from the session's user.
  const profile: OwnProfile = query.data ?? fallbackProfile(user!);

  return (
    <section className="grid gap-6">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-semibold">My Profile</h1>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <Link to={`/${profile.username}`}>View Public Profile</Link>
          </Button>
          {isAdmin && (
            <Button asChild variant="secondary">
              <Link to="/admin">
                <LayoutDashboard aria-hidden className="size-4" /> Admin Dashboard
              </Link>
            </Button>
          )}
        </div>
      </header>
      <Tabs value={tab} onValueChange={(v) => setParams(v === 'dashboard' ? {} : { tab: v }, { replace: true })}>
        <TabsList>
          <TabsTrigger value="dashboard">Profile Dashboard</TabsTrigger>
          <TabsTrigger value="settings">Settings</TabsTrigger>
          <TabsTrigger value="account">Account</TabsTrigger>
        </TabsList>
        <TabsContent value="dashboard" className="grid gap-4 pt-4 lg:grid-cols-3">
          <SummaryCard profile={profile} />
          <div className="grid gap-4 lg:col-span-2">
            <Card>
              <CardHeader>
                <CardTitle>Account Information</CardTitle>
              </CardHeader>
              <CardContent>
                <dl className="grid gap-3 sm:grid-cols-2">
                  <Detail label="Email" value={profile.email} />
                  <Detail label="Member since" value={new Date(profile.createdAt).toLocaleDateString('en-US', { dateStyle: 'long' })} />
                  <Detail
                    label="Email status"
                    value={
                      <Badge variant={profile.emailConfirmed ? 'success' : 'warning'}>
                        {profile.emailConfirmed ? 'Verified' : 'Pending'}
                      </Badge>
                    }
                  />
                  <Detail label="Level" value={profile.perfumerLevel} />
                </dl>
                <div className="mt-4">
                  <EditProfileDialog profile={profile} />
                </div>
              </CardContent>
            </Card>
            <Card>
              <CardHeader>
                <CardTitle>Quick Actions</CardTitle>
              </CardHeader>
              <CardContent className="flex flex-wrap gap-2">
                <Button asChild variant="outline">
                  <Link to="/finding-notes">
                    <FlaskConical aria-hidden className="size-4" /> Create a formula
                  </Link>
                </Button>
                <Button asChild variant="outline">
                  <Link to="/shop">
                    <ShoppingBag aria-hidden className="size-4" /> Visit the shop
                  </Link>
                </Button>
                <Button asChild variant="outline">
                  <Link to="/community">
                    <Users aria-hidden className="size-4" /> Community
                  </Link>
                </Button>
              </CardContent>
            </Card>
            <div className="grid gap-4 md:grid-cols-2">
              <RecentFormulas />
              <MyCoursesCard />
              <RecentOrdersCard />
            </div>
          </div>
        </TabsContent>
        <TabsContent value="settings" className="pt-4">
          <Suspense fallback={<PageSpinner />}>
            <SettingsTab settings={profile.settings} />
          </Suspense>
        </TabsContent>
        <TabsContent value="account" className="pt-4">
          <Suspense fallback={<PageSpinner />}>
            <AccountSection />
          </Suspense>
        </TabsContent>
      </Tabs>
    </section>
  );
}

function SummaryCard({ profile }: { profile: OwnProfile }) {
  const upload = useUploadProfileImage();
  const update = useUpdateProfile();
  const fileRef = useRef<HTMLInputElement>(null);
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(profile.username);

  const handleAvatar = async (e: React.ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    const problem = checkImageFile(file);
    if (problem) return notify.error(...problem);
    try {
      await upload.mutateAsync({ kind: 'avatar', file });
      notify.success(MSG.success, MSG.pictureUpdated);
    } catch (err) {
      notify.error(MSG.error, err instanceof Error && err.message ? err.message : MSG.failedToUpdatePicture);
    }
  };

  const handleSaveName = async () => {
    const trimmed = name.trim();
    // An empty name is not an error: the edit is dropped and the field simply closes.
    if (!trimmed || trimmed === profile.username) {
      setEditing(false);
      setName(profile.username);
      return;
    }
    try {
      await update.mutateAsync({ username: trimmed });
      notify.success(MSG.success, MSG.profileUpdated);
      setEditing(false);
    } catch (err) {
      notify.error(MSG.error, err instanceof Error ? err.message : MSG.failedToUpdateProfile);
    }
  };

  return (
    <Card>
      <CardContent className="grid justify-items-center gap-4 pt-6 text-center">
        <div className="relative">
          <Avatar className="size-28">
            {profile.avatarUrl && <AvatarImage src={profile.avatarUrl} alt={`${profile.username}'s avatar`} />}
            <AvatarFallback className="text-2xl">{profile.username.slice(0, 2).toUpperCase()}</AvatarFallback>
          </Avatar>
          <input
            ref={fileRef}
            type="file"
            accept="image/*"
            className="sr-only"
            tabIndex={-1}
            aria-label="Upload avatar"
            onChange={handleAvatar}
          />
          <Button
            size="icon"
            variant="secondary"
            className={(own) => cn(own, 'absolute right-0 bottom-0 rounded-full')}
            aria-label="Change profile picture"
            disabled={upload.isPending}
            onClick={() => fileRef.current?.click()}
          >
            <Camera aria-hidden className="size-4" />
          </Button>
        </div>
        {upload.isPending && (
          <p role="status" className="text-sm text-muted-foreground">
            Uploading…
          </p>
        )}
        {editing ? (
          <form
            className="flex w-full items-center gap-1"
            onSubmit={(e) => {
              e.preventDefault();
              void handleSaveName();
            }}
          >
            <label htmlFor="inline-username" className="sr-only">
              Username
            </label>
            <Input id="inline-username" value={name} onChange={(e) => setName(e.target.value)} autoFocus />
            <Button type="submit" size="icon" variant="ghost" aria-label="Save username" disabled={update.isPending}>
              <Check aria-hidden className="size-4" />
            </Button>
            <Button
              type="button"
              size="icon"
              variant="ghost"
              aria-label="Cancel"
              onClick={() => {
                setEditing(false);
                setName(profile.username);
              }}
            >
              <X aria-hidden className="size-4" />
            </Button>
          </form>
        ) : (
          <div className="flex max-w-full min-w-0 items-center gap-1">
            <h2 className="min-w-0 font-serif text-2xl font-semibold wrap-anywhere" data-testid="summary-username">
              {profile.username}
            </h2>
            <Button size="icon" variant="ghost" aria-label="Edit username" onClick={() => setEditing(true)}>
              <Pencil aria-hidden className="size-4" />
            </Button>
          </div>
        )}
        <Badge variant="secondary">{ROLE_LABELS[primaryRole(profile.roles)]}</Badge>
        <div className="w-full text-left">
          <UsageBar usage={profile.usage} />
        </div>
        <p className="text-sm">
          Account status:{' '}
          <Badge variant={profile.approved ? 'success' : 'warning'}>{profile.approved ? 'Approved' : 'Pending Approval'}</Badge>
        </p>
      </CardContent>
    </Card>
  );
}

function fallbackProfile(user: { id: string; email: string; createdAt: string; emailConfirmed: boolean }): OwnProfile {
  return {
    id: user.id,
    username: user.email.split('@')[0],
    avatarUrl: null,
    avatarThumbUrl: null,
    coverImageUrl: null,
    coverThumbUrl: null,
    bio: null,
    website: null,
    location: null,
    specialty: null,
    experienceLevel: null,
    favoriteNotes: [],
    signatureScent: null,
    socialLinks: {},
    roles: [],
    approved: false,
    followersCount: 0,
    followingCount: 0,
    postsCount: 0,
    spritzCount: 0,
    createdAt: user.createdAt,
    email: user.email,
    emailConfirmed: user.emailConfirmed,
    canLaunchProducts: false,
    settings: DEFAULT_SETTINGS,
    perfumerLevel: 'Explorer',
    usage: { formulaGenerations: { used: 0, total: FREE_GENERATIONS }, isPremium: false },
  };
}

function RecentFormulas() {
  const query = useRecentFormulas();
  const share = useShareFormula();
  const items = query.data?.items ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Recent Formulas</CardTitle>
      </CardHeader>
      <CardContent>
        {query.isLoading ? (
          <p className="text-sm text-muted-foreground">Loading…</p>
        ) : query.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {query.error.message}
          </p>
        ) : items.length === 0 ? (
          <EmptyState
            icon={<FlaskConical />}
            title="No formulas yet"
            description="Describe a scent and Finding Notes writes its formula."
            action={
              <Button asChild size="sm">
                <Link to="/create">Create your first formula</Link>
              </Button>
            }
          />
        ) : (
          <ul className="divide-y divide-border" aria-label="Recent formulas">
            {items.map((f) => (
              <li key={f.id} className="flex items-center justify-between gap-2 py-2">
                <Link to={`/create?formula=${f.id}`} className="grid gap-0.5 rounded-sm hover:text-primary">
                  <span className="font-medium">{f.name}</span>
                  <span className="text-xs text-muted-foreground">
                    {f.materials} materials · {f.totalGrams} g ·{' '}
                    {new Date(f.createdAt).toLocaleDateString('en-US', { dateStyle: 'medium' })}
                  </span>
                </Link>
                <Button
                  size="sm"
                  variant={f.shared ? 'secondary' : 'outline'}
                  aria-pressed={f.shared}
                  aria-label={`Share ${f.name}`}
                  disabled={share.isPending}
                  onClick={() =>
                    share.mutate(
                      { id: f.id, shared: !f.shared },
                      {
                        onSuccess: (r) =>
                          notify.success(
                            r.shared ? 'Formula shared' : 'Formula no longer shared',
                            r.shared ? 'Members can now order a bottle of it.' : undefined,
                          ),
                        onError: (e) => notify.error('Could not change sharing', e.message),
                      },
                    )
                  }
                >
                  {f.shared ? 'Shared' : 'Share'}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
