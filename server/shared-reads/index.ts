/**
 * Shared reads: what visitors are sent, kept for PUBLIC_CACHE_MS, and members answered from the visitors' pages with
 * their own state read beside them, in one statement for all members asking at once. The only entry other modules
 * import (ESLint refuses the files behind it):
 * - a list declares itself once, `new SharedList(ctx, { key, readForVisitors, memberState, perViewer, present, … })`,
 *   and its service returns `list.read(viewer, q)`: data, or a SharedAnswer (the data to make, and which page and
 *   member state it is of);
 * - a route opts in with `config.sharedReads` and returns `sendShared(request, reply, answer)`: the plugin
 *   (registerSharedReads) alone holds bytes (the visitors' micro-cache, the answers kept per page and member state);
 * - repositories build a list's member-state statement from its PerViewer fields (memberStateQuery,
 *   readMemberState), and batch other reads per member (readForMember);
 * - SharedPages and SharedAnswer serve a single item kept for visitors (a discussion).
 */
export { registerSharedReads, sendShared } from './plugin';
export { SharedAnswer, SharedList, type Shared, type SharedListDeclaration } from './shared-list';
export { SharedPages, pageKey } from './pages';
export {
  likedBy,
  memberStateQuery,
  membersParam,
  readMemberState,
  visitorsPageIsTheirs,
  type MemberState,
  type PerViewer,
  type PerViewerState,
} from './member-state';
export { idsParam, readForMember } from './batches';
