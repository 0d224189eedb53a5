import type { AppModule } from '../module';

/** The content domain's routes (spec §7); registered in app.ts. */
export const contentModule: AppModule = async () => undefined;
