/** The public face of the feedback feature. */
export { FeedbackPage } from './FeedbackPage';
