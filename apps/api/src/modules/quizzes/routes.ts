import type { AppModule } from '../module';

/** The quizzes domain's routes (spec §7); registered in app.ts. */
export const quizzesModule: AppModule = async () => undefined;
