import type { AppModule } from '../module';

/** The reports domain's routes (spec §7); registered in app.ts. */
export const reportsModule: AppModule = async () => undefined;
