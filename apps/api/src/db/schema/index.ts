// The one schema object both drivers are built with; drizzle-kit reads the same files.
export * from './geography';
export * from './centres';
export * from './users';
export * from './periods';
export * from './catalogue';
export * from './evaluations';
export * from './content';
export * from './audit';
export * from './data-versions';
export * from './throttle';
export * from './mail';
export * from './saved-views';
export * from './second-factor';
export * from './plans';
export * from './consultations';
