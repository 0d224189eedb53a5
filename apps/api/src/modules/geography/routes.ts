import type { AppModule } from '../module';

/** The geography domain's routes (spec §7); registered in app.ts. */
export const geographyModule: AppModule = async () => undefined;
