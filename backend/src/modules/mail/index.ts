// The mail module's public surface: code outside modules/mail/ imports this file only (eslint.config.js enforces it).
export { passwordResetEmail, verificationEmail } from './account-emails.ts';
export { createMailer, type Mailer, type MailMessage } from './mailer.ts';
export { sendInBackground } from './send-in-background.ts';
export { suppressingMailer } from './suppressing-mailer.ts';
