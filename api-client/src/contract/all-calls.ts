import type { CallDefinition } from './define-call';
import { runtimeConfigCall } from './site/runtime-config';
import { authStatusCall } from './auth-service/status';
import { checkEmailCall } from './auth-service/check-email';
import { loginCall } from './auth-service/auth';
import { logoutCall } from './auth-service/logout';
import { startResetPasswordCall } from './auth-service/start-reset-password';
import { finishResetPasswordCall } from './auth-service/finish-reset-password';
import { changePasswordCall } from './auth-service/change-password';
import { refereesCall } from './auth-service/referees';
import { activateCall } from './auth-service/activate';
import { accountInfoCall } from './auth-service/account-info';
import { googleAuthCall } from './google-auth-service/auth';
import { googlePartialStatusCall } from './google-auth-service/partial-status';
import { googlePartialInfoCall } from './google-auth-service/partial-info';
import { googleActivateCall } from './google-auth-service/activate';
import { systemStatusCall } from './admin-service/system-status';
import { toggleMockModeCall } from './admin-service/toggle-mock-mode';
import { resetUserCompletelyCall } from './admin-service/reset-user-completely';

/** Every call of the contract: the server registers routes and the OpenAPI document from this list. */
export const allCalls: readonly CallDefinition[] = [
  runtimeConfigCall,
  authStatusCall,
  checkEmailCall,
  loginCall,
  logoutCall,
  startResetPasswordCall,
  finishResetPasswordCall,
  changePasswordCall,
  refereesCall,
  activateCall,
  accountInfoCall,
  googleAuthCall,
  googlePartialStatusCall,
  googlePartialInfoCall,
  googleActivateCall,
  systemStatusCall,
  toggleMockModeCall,
  resetUserCompletelyCall,
];
