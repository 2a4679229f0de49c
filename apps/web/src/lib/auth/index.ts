export {
  type AuthState,
  type AuthUser,
  AuthStateProvider,
  DEFAULT_RETURN_TO,
  returnToFromState,
  useAuthState,
} from './auth-state';
