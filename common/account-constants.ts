/** How long a deactivated account waits before it is erased (ACCOUNT_ERASE_AFTER_DAYS's default), and how long an export's link works. */
export const ERASE_AFTER_DAYS = 30;
export const EXPORT_LINK_DAYS = 7;

/** What deleting an account means: the confirmation screen and docs/privacy.md say it word for word. */
export const DELETION_TERMS = [
  'Your account is deactivated at once: you are signed out everywhere, and your profile and content are hidden.',
  `After ${ERASE_AFTER_DAYS} days it is erased, unless you sign in again before then, which cancels the deletion.`,
  'Erasing removes your personal data and your files.',
  'Content others replied to is kept as "deleted member", so that their threads still read.',
  'Orders are kept as the law on accounting requires, detached from you.',
  'The waitlist and mail suppression keep only what stops mail being sent to you again.',
] as const;
