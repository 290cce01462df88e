export * from './beijing';
export * from './week';
