import type {
  ChangeHandleRequest,
  ChangePasswordRequest,
  ChangePhoneNumberRequest,
  CredentialChangeResponse,
  DeleteIdentityResponse,
  HumanCheckProof,
  Locale,
  OtpDelivery,
  OtpRedeemResponse,
  Profile,
  ProfilePatchInput,
  RecordOfSaleStatusResult,
  Session,
  SignInStartResponse,
} from '@orbit/domain';
import { changeHandle, changePassword, changePhoneNumber } from './credentials.ts';
import type { IdentityClientDeps } from './deps.ts';
import { type MagicLinkRequestOptions, redeemMagicLink, requestMagicLink } from './magic-link.ts';
import { redeemOtp, type SendOtpRequest, sendOtp, signInWithOtp } from './otp.ts';
import { getProfile, updateProfile } from './profile.ts';
import { recordOfSaleExists, recordOfSaleStatus } from './record-of-sale.ts';
import { type PasswordSignInOptions, signInWithPassword, startSignIn } from './sign-in.ts';
import { deleteIdentity, signOut } from './sign-out.ts';
import {
  finishSignUp,
  resendSignUpCode,
  type SignUpCodeSent,
  type SignUpRequest,
  signUp,
} from './sign-up.ts';

export type { IdentityClientDeps } from './deps.ts';
export type { MagicLinkRequestOptions } from './magic-link.ts';
export type { SendOtpRequest } from './otp.ts';
export type { PasswordSignInOptions } from './sign-in.ts';
export type { SignUpCodeSent, SignUpRequest } from './sign-up.ts';

/** Sign-up, sign-in, credentials, profile and deletion, bound to one SDK (ADR 007). */
export interface IdentityClient {
  /** A code goes to the email whether or not it has an identity (ADR 025); nothing is created yet. */
  signUp(request: SignUpRequest): Promise<SignUpCodeSent>;
  /** Redeems the sign-up's code: the identity is created (once) and signed in. */
  finishSignUp(
    sent: Pick<SignUpCodeSent, 'identityId'>,
    code: string,
    emailAddress: string,
  ): Promise<Session>;
  resendSignUpCode(
    sent: Pick<SignUpCodeSent, 'identityId'>,
    language?: Locale,
    humanCheck?: HumanCheckProof,
  ): Promise<OtpDelivery>;
  startSignIn(handle: string, options?: { language?: Locale }): Promise<SignInStartResponse>;
  signInWithPassword(
    handle: string,
    password: string,
    options?: PasswordSignInOptions,
  ): Promise<Session>;
  sendOtp(request: SendOtpRequest): Promise<OtpDelivery>;
  redeemOtp(identityId: string, otp: string): Promise<OtpRedeemResponse>;
  signInWithOtp(identityId: string, otp: string, handle?: string): Promise<Session>;
  requestMagicLink(emailAddress: string, options?: MagicLinkRequestOptions): Promise<void>;
  redeemMagicLink(magicLinkId: string): Promise<Session>;
  changeHandle(request: ChangeHandleRequest): Promise<CredentialChangeResponse>;
  changePassword(request: ChangePasswordRequest): Promise<CredentialChangeResponse>;
  changePhoneNumber(request: ChangePhoneNumberRequest): Promise<CredentialChangeResponse>;
  getProfile(): Promise<Profile>;
  updateProfile(patch: ProfilePatchInput): Promise<Profile>;
  deleteIdentity(proof?: {
    currentPassword?: string;
    reauthenticationGrant?: string;
  }): Promise<DeleteIdentityResponse>;
  signOut(): Promise<Session | undefined>;
  /** Whether a vehicle's record of sale carries the signed-in identity's own verified email. */
  recordOfSaleExists(email: string): Promise<boolean>;
  /** Where the latest record of sale with that email stands. */
  recordOfSaleStatus(email: string): Promise<RecordOfSaleStatusResult>;
  /** Ends every session of this person, then starts over anonymous. */
  revokeAll(): Promise<Session>;
}

export function createIdentityClient(deps: IdentityClientDeps): IdentityClient {
  return {
    signUp: (request) => signUp(deps, request),
    finishSignUp: (sent, code, emailAddress) => finishSignUp(deps, sent, code, emailAddress),
    resendSignUpCode: (sent, language, humanCheck) =>
      resendSignUpCode(deps, sent, language, humanCheck),
    startSignIn: (handle, options) => startSignIn(deps, handle, options),
    signInWithPassword: (handle, password, options) =>
      signInWithPassword(deps, handle, password, options),
    sendOtp: (request) => sendOtp(deps, request),
    redeemOtp: (identityId, otp) => redeemOtp(deps, identityId, otp),
    signInWithOtp: (identityId, otp, handle) => signInWithOtp(deps, identityId, otp, handle),
    requestMagicLink: (emailAddress, options) => requestMagicLink(deps, emailAddress, options),
    redeemMagicLink: (magicLinkId) => redeemMagicLink(deps, magicLinkId),
    changeHandle: (request) => changeHandle(deps, request),
    changePassword: (request) => changePassword(deps, request),
    changePhoneNumber: (request) => changePhoneNumber(deps, request),
    getProfile: () => getProfile(deps),
    updateProfile: (patch) => updateProfile(deps, patch),
    deleteIdentity: (proof) => deleteIdentity(deps, proof),
    signOut: () => signOut(deps),
    recordOfSaleExists: (email) => recordOfSaleExists(deps, email),
    recordOfSaleStatus: (email) => recordOfSaleStatus(deps, email),
    revokeAll: () => deps.session.revokeAll(),
  };
}

export {
  changeHandle,
  changePassword,
  changePhoneNumber,
  deleteIdentity,
  finishSignUp,
  getProfile,
  recordOfSaleExists,
  recordOfSaleStatus,
  redeemMagicLink,
  redeemOtp,
  requestMagicLink,
  resendSignUpCode,
  sendOtp,
  signInWithOtp,
  signInWithPassword,
  signOut,
  signUp,
  startSignIn,
  updateProfile,
};
