import { Link, Navigate, useParams } from 'react-router';
import { Globe, Lock, MapPin, UserRoundX } from 'lucide-react';
import { MSG } from '#common/messages';
import { primaryRole, ROLE_LABELS } from '#common/roles';
import type { ProfilePost, PublicProfile } from '#common/schemas/profile';
import { NotFoundPage } from '#client/components/not-found-page';
import { PageSpinner } from '#client/components/page-spinner';
import { Avatar, AvatarFallback, AvatarImage } from '#client/components/ui/avatar';
import { Badge } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { EmptyState } from '#client/components/ui/empty-state';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs';
import { LoadMore } from '#client/components/load-more';
import { ApiError } from '#client/lib/api';
import { useAuth } from '#client/lib/auth';
import { notify } from '#client/lib/notify';
import { useFollow, useProfilePosts, usePublicProfile } from '#client/features/profile/api/public-profile';
import { RESERVED_USERNAMES } from '#common/usernames';
import { usePageMeta } from '#client/lib/page-meta';

/** `/profile/{id}` and `/{username}`: a member's public profile. */
export default function PublicProfilePage() {
  const { id, username } = useParams();
  const key = id ?? username ?? '';
  if (username?.toLowerCase() === 'inbox') return <Navigate to="/inbox" replace />;
  // A reserved top-level name can never be a username: it is a page that does not exist (yet).
  if (username && RESERVED_USERNAMES.has(username.toLowerCase())) return <NotFoundPage />;
  return <ProfileView key={key} profileKey={key} />;
}

function ProfileView({ profileKey }: { profileKey: string }) {
  const query = usePublicProfile(profileKey);
  const shown = query.data;
  usePageMeta({
    title: shown ? `@${shown.username}` : 'Profile',
    description:
      shown?.profile?.bio ||
      (shown ? `@${shown.username} on Sillage, the community of people who make and love perfume.` : 'A member of Sillage.'),
    og: { type: 'profile', image: shown?.avatarUrl },
  });
  if (query.isLoading) return <PageSpinner label="Loading profile" />;
  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <EmptyState
        icon={<UserRoundX />}
        title={missing ? MSG.userNotFound : MSG.failedToLoadUserProfile}
        description={missing ? 'No member has this name or id.' : query.error.message}
        action={
          <Button asChild variant="outline">
            <Link to="/community">Back to the community</Link>
          </Button>
        }
        headingLevel={1}
      />
    );
  }
  const p = query.data!;
  return (
    <section className="grid gap-6">
      <ProfileHeader profile={p} profileKey={profileKey} />
      {p.restricted ? (
        <EmptyState
          icon={<Lock />}
          title="This profile is private"
          description={
            p.visibility === 'contacts'
              ? `Only people who follow ${p.username} can see this profile.`
              : `${p.username} keeps this profile private.`
          }
        />
      ) : (
        <Tabs defaultValue="posts">
          <TabsList>
            <TabsTrigger value="posts">Posts</TabsTrigger>
            <TabsTrigger value="creations">Creations</TabsTrigger>
            <TabsTrigger value="achievements">Achievements</TabsTrigger>
          </TabsList>
          <TabsContent value="posts" className="pt-4">
            <PostsMasonry profileKey={profileKey} />
          </TabsContent>
          <TabsContent value="creations" className="pt-4">
            <p className="text-muted-foreground">Creations are coming soon.</p>
          </TabsContent>
          <TabsContent value="achievements" className="pt-4">
            <p className="text-muted-foreground">Achievements are coming soon.</p>
          </TabsContent>
        </Tabs>
      )}
    </section>
  );
}

function ProfileHeader({ profile: p, profileKey }: { profile: PublicProfile; profileKey: string }) {
  const { user } = useAuth();
  const follow = useFollow(profileKey);
  const info = p.profile;
  const badges = info
    ? [
        ROLE_LABELS[primaryRole(info.roles)],
        ...(['perfumer', 'brand'] as const)
          .filter((r) => info.roles.includes(r) && primaryRole(info.roles) !== r)
          .map((r) => ROLE_LABELS[r]),
      ]
    : [];
  const handleFollow = async () => {
    try {
      const result = await follow.mutateAsync({ id: p.id, follow: !p.isFollowing });
      notify.success(result.following ? MSG.following : MSG.unfollowed);
    } catch {
      notify.error(MSG.error, MSG.failedToUpdateFollow);
    }
  };
  return (
    <header className="overflow-hidden rounded-lg border border-border bg-card">
      <div className="h-32 bg-secondary md:h-48">
        {info?.coverImageUrl && <img src={info.coverImageUrl} alt="" className="h-full w-full object-cover" />}
      </div>
      <div className="grid gap-4 p-4 md:p-6">
        <div className="-mt-16 flex flex-wrap items-end justify-between gap-4 md:-mt-20">
          <Avatar className="size-24 border-4 border-card md:size-32">
            {p.avatarUrl && <AvatarImage src={p.avatarUrl} alt={`${p.username}'s avatar`} />}
            <AvatarFallback className="text-2xl">{p.username.slice(0, 2).toUpperCase()}</AvatarFallback>
          </Avatar>
          {user && !p.isOwn && (
            <Button
              onClick={handleFollow}
              disabled={follow.isPending}
              variant={p.isFollowing ? 'outline' : 'default'}
              aria-pressed={p.isFollowing}
            >
              {p.isFollowing ? 'Following' : 'Follow'}
            </Button>
          )}
          {p.isOwn && (
            <Button asChild variant="outline">
              <Link to="/profile">Edit your profile</Link>
            </Button>
          )}
        </div>
        <div className="grid gap-2">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="min-w-0 text-3xl font-semibold wrap-anywhere">{p.username}</h1>
            {badges.map((b) => (
              <Badge key={b} variant="secondary">
                {b}
              </Badge>
            ))}
          </div>
          {info?.bio && <p className="max-w-2xl">{info.bio}</p>}
          <div className="flex flex-wrap gap-4 text-sm text-muted-foreground">
            {info?.location && (
              <span className="flex items-center gap-1">
                <MapPin aria-hidden className="size-4" /> {info.location}
              </span>
            )}
            {info?.website && (
              <a
                href={info.website}
                rel="noopener noreferrer nofollow"
                target="_blank"
                className="flex items-center gap-1 text-primary underline underline-offset-4"
              >
                <Globe aria-hidden className="size-4" /> {info.website.replace(/^https?:\/\//, '')}
              </a>
            )}
          </div>
        </div>
        {info && (
          <dl className="grid grid-cols-4 gap-2 text-center">
            {(
              [
                ['Posts', info.postsCount],
                ['Spritz', info.spritzCount],
                ['Followers', info.followersCount],
                ['Following', info.followingCount],
              ] as const
            ).map(([label, value]) => (
              <div key={label} className="rounded-md bg-muted p-2">
                <dt className="text-xs text-muted-foreground">{label}</dt>
                <dd className="text-xl font-semibold" data-testid={`stat-${label.toLowerCase()}`}>
                  {value}
                </dd>
              </div>
            ))}
          </dl>
        )}
      </div>
    </header>
  );
}

function PostsMasonry({ profileKey }: { profileKey: string }) {
  const query = useProfilePosts(profileKey, true);
  const posts = query.data?.pages.flatMap((p) => p.items) ?? [];
  if (query.isLoading) return <PageSpinner label="Loading posts" />;
  if (query.isError) return <p role="alert">{query.error.message}</p>;
  if (posts.length === 0) return <EmptyState title={MSG.noPostsYet} />;
  return (
    <>
      <ul className="columns-3 gap-4 max-[1100px]:columns-2 max-[700px]:columns-1" aria-label="Posts">
        {posts.map((post) => (
          <PostTile key={post.id} post={post} />
        ))}
      </ul>
      <LoadMore list={query} auto={false} />
    </>
  );
}

function PostTile({ post }: { post: ProfilePost }) {
  return (
    <li className="mb-4 break-inside-avoid overflow-hidden rounded-lg border border-border bg-card">
      {post.imageUrl && <img src={post.imageThumbUrl ?? post.imageUrl} alt={post.title ?? ''} loading="lazy" className="w-full" />}
      {post.videoUrl && (
        <video src={post.videoUrl} poster={post.videoThumbnail ?? undefined} controls preload="metadata" className="w-full" />
      )}
      <div className="grid gap-1 p-3">
        {post.title && <h3 className="font-semibold">{post.title}</h3>}
        {post.content && <p className="line-clamp-8 text-sm whitespace-pre-line">{post.content}</p>}
        <p className="text-xs text-muted-foreground">
          {post.likesCount} spritz · {post.commentsCount} comments
        </p>
      </div>
    </li>
  );
}
