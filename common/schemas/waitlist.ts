import { z } from 'zod';
import { EmailSchema } from './auth';

export const WaitlistJoinSchema = z.strictObject({ email: EmailSchema });
export type WaitlistJoinInput = z.input<typeof WaitlistJoinSchema>;
