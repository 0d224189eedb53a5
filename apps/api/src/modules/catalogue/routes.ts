import type { AppModule } from '../module';

/** The catalogue domain's routes (spec §7); registered in app.ts. */
export const catalogueModule: AppModule = async () => undefined;
