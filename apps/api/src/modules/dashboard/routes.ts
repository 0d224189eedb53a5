import type { AppModule } from '../module';

/** The dashboard domain's routes (spec §7); registered in app.ts. */
export const dashboardModule: AppModule = async () => undefined;
