import { createContext, useContext } from 'react';

/** The unread count the data layer keeps live; 0 outside it (a visitor's landing page has no inbox). */
export const UnreadContext = createContext(0);

export function useShellUnread() {
  return useContext(UnreadContext);
}
