// The props of the MFA page and of its card (types only, shared by the app and recovery-code forms).

export interface MfaProps {
  /** The attempt code of the interrupted sign-in; by default the one the SDK saved in session storage. */
  attemptCode?: string;
  /** Go to the after-sign-in target when done; by default stay on the page. */
  redirect?: boolean;
  /** Where "Go to sign-in" leads when no sign-in is waiting for its second step; by default the app's sign-in URL. */
  signInUrl?: string;
}

export interface MfaFormProps extends Omit<MfaProps, 'signInUrl'> {
  /** Shows "Back" above the title (the sign-in card's way back to its first step). */
  onBack?(): void;
}
