export { InquiryDialog } from './components/inquiry-dialog';
export { InquiryForm } from './components/inquiry-form';
export { SendInquiryButton } from './components/send-inquiry-button';
