export {
  type AuthState,
  AuthStateProvider,
  type AuthUser,
  DEFAULT_RETURN_TO,
  returnToFromState,
  useAuthState,
} from './auth-state';
