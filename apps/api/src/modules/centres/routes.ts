import type { AppModule } from '../module';

/** The centres domain's routes (spec §7); registered in app.ts. */
export const centresModule: AppModule = async () => undefined;
