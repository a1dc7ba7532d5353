import { studyMinutes } from './study-time';

export interface LessonSeed {
  title: string;
  /** Computed from the body by studyMinutes, never typed. */
  minutes: number;
  body: string;
}
export interface ModuleSeed {
  title: string;
  summary: string;
  lessons: LessonSeed[];
}

/** A lesson: its title as the text's first heading, and its minutes computed from the text. */
export function lesson(title: string, text: string): LessonSeed {
  const body = `# ${title}\n\n${text.trim()}`;
  return { title, minutes: studyMinutes(body), body };
}
