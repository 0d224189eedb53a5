import type { AppModule } from '../module';

/** The periods domain's routes (spec §7); registered in app.ts. */
export const periodsModule: AppModule = async () => undefined;
