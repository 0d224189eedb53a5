import type { AppModule } from '../module';

/** The emails domain's routes (spec §7); registered in app.ts. */
export const emailsModule: AppModule = async () => undefined;
