/** The public face of the feedback feature. */
export { FeedbackForm } from './FeedbackForm';
export { FeedbackPage } from './FeedbackPage';
export { FeedbackStore } from './FeedbackStore';
