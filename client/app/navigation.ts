import {
  BookOpen,
  FlaskConical,
  Home,
  Inbox,
  LayoutDashboard,
  ListChecks,
  MessagesSquare,
  BarChart3,
  Bell,
  ShoppingBag,
  User,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { RoleFlags } from '#common/roles';

export interface NavItem {
  label: string;
  to: string;
  icon: LucideIcon;
}

/** The main menu: what a visitor sees, and what a signed-in user sees given their flags (admin, professional). */
export function navItems(signedIn: boolean, flags: Pick<RoleFlags, 'isAdmin' | 'isProfessional'>): NavItem[] {
  const items: NavItem[] = [
    { label: 'Home', to: '/', icon: Home },
    { label: 'Learn', to: '/learn', icon: BookOpen },
    { label: 'Shop', to: '/shop', icon: ShoppingBag },
    { label: 'Community', to: '/community', icon: Users },
    { label: 'Finding Notes', to: '/create', icon: FlaskConical },
  ];
  if (!signedIn) return items;
  items.push({ label: 'Inbox', to: '/inbox', icon: Inbox }, { label: 'Profile', to: '/profile', icon: User });
  if (flags.isProfessional || flags.isAdmin) items.push({ label: 'Discussion', to: '/discussion', icon: MessagesSquare });
  if (flags.isAdmin) items.push(...adminItems);
  return items;
}

export const adminItems: NavItem[] = [
  { label: 'Admin Management', to: '/admin', icon: LayoutDashboard },
  { label: 'Admin Analytics', to: '/admin/analytics', icon: BarChart3 },
  { label: 'Waitlist', to: '/admin/waitlist', icon: ListChecks },
  { label: 'Notifications', to: '/admin/notifications', icon: Bell },
];

/** Drawer links on mobile: Finding Notes, Inbox, Discussion and the admin-only links. */
export function drawerItems(signedIn: boolean, flags: Pick<RoleFlags, 'isAdmin' | 'isProfessional'>): NavItem[] {
  const wanted = new Set(['/create', '/inbox', '/discussion', ...adminItems.map((i) => i.to)]);
  return navItems(signedIn, flags).filter((i) => wanted.has(i.to));
}
