/** Identity: sign-in, registration, recovery and profile calls, and the forms' shared pieces. */

export { type CertificateFill, useCertificateRegistration, useCompanyVerification } from './api/certificate.ts';
export {
  confirmRegistration,
  type FieldErrors,
  getUserDataQueryOptions,
  type RegistrationDraft,
  register,
  registrationDraft,
  signIn,
  signOut,
  startSession,
  useChangePassword,
  useConfirmRecovery,
  useConfirmRegistration,
  useRegister,
  useSetIin,
  useSignIn,
  useStartRecovery,
} from './api/identity.ts';
export { AuthCard } from './components/auth-card.tsx';
export { BlockedBanner } from './components/blocked-banner.tsx';
export { CertificateRegistration } from './components/certificate-registration.tsx';
export { ChangePasswordForm } from './components/change-password-form.tsx';
export { CodeForm } from './components/code-form.tsx';
export { CompanyVerificationCard } from './components/company-verification-card.tsx';
export { IinForm } from './components/iin-form.tsx';
export { LoginForm } from './components/login-form.tsx';
export { NewPasswordFields } from './components/new-password-fields.tsx';
export { PasswordStrength } from './components/password-strength.tsx';
export { PhoneInput } from './components/phone-input.tsx';
export { ProfileCard } from './components/profile-card.tsx';
export { RecoveryForm } from './components/recovery-form.tsx';
export { RegisterForm } from './components/register-form.tsx';
export { ToOrderHint } from './components/to-order-hint.tsx';
export { UserTypeSwitch } from './components/user-type-switch.tsx';
export { fieldIssues, serverFieldErrors } from './form-errors.ts';
