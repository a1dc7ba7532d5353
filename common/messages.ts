/**
 * User-facing texts quoted by the specification. They are a contract: use them word for word,
 * on the server (error answers) and in the client (toasts, headings, empty states).
 */
export const MSG = {
  productName: 'Sillage',
  // auth
  userAlreadyRegistered: 'User already registered',
  invalidCredentials: 'Invalid login credentials',
  signupFailed: 'Signup failed',
  errorSigningIn: 'Error signing in',
  errorSigningUp: 'Error signing up',
  errorSigningOut: 'Error signing out',
  anErrorOccurred: 'An error occurred',
  welcomeBack: 'Welcome back!',
  signedInDescription: 'You have successfully signed in.',
  welcomeTo: 'Welcome to Sillage!',
  checkEmail: 'Please check your email to verify your account.',
  signedOut: 'Signed out',
  signedOutDescription: 'You have been successfully signed out.',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 6 characters',
  passwordsDoNotMatch: 'Passwords do not match',
  authenticationFailed: 'Authentication failed',
  failedToCreateUser: 'Failed to create user account',
  failedToSendAdminNotification: 'Failed to send admin notification',
  genericTryAgain: 'An error occurred. Please try again.',
  brandSubmitted: 'Welcome! Your brand application has been submitted. An admin will review it shortly.',
  sessionExpired: 'Session Expired',
  errorLoadingProfile: 'Error loading profile',
  tooManyRequests: 'Too many attempts. Please wait a few minutes and try again.',
  // waitlist
  emailRequired: 'Email is required',
  invalidEmail: 'Please enter a valid email address',
  waitlistDuplicate: 'This email is already on the waitlist',
  waitlistFallback: 'Please try again later',
  waitlistJoined: 'Successfully joined waitlist!',
  // cart
  alreadyInCart: 'Already in cart',
  addedToCart: 'Added to cart',
  removedFromCart: 'Removed from cart',
  cartCleared: 'Cart cleared',
  signInRequired: 'Sign in required',
  signInToAddToCart: 'Please sign in to add items to your cart',
  // not found
  pageNotFound: 'Oops! Page not found',
  // admin
  accessDenied: "Access denied: You don't have permission to access this page",
  mustBeAdmin: 'You must be an admin to access this page',
  onlySuperAdmins: 'Only super admins can change user roles',
} as const;
