export * from './factories';
export * from './msw';
