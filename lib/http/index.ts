export * from './errors';
export * from './respond';
