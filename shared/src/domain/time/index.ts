export * from './beijing';
