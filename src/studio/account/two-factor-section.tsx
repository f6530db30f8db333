/**
 * Two-factor sign-in on the Account page (decision 96). Off: the password, then a QR code (and its key
 * to type) for an authenticator app, then the app's first code turns it on and the ten recovery codes
 * are shown once. On: new recovery codes, or turning it off, each after the password.
 */
import { useState } from 'react';
import type { StudioAccount, StudioAccountApi, TwoFactorSetup } from '../../application/ports/studio-account-api.port';
import { card } from '../back-office/card';
import { secondaryButton } from './account-field';
import { PasswordStep } from './password-step';
import { RecoveryCodesPanel } from './recovery-codes-panel';
import { TwoFactorSetupForm } from './two-factor-setup-form';

type Step =
  | { name: 'idle' }
  | { name: 'password'; for: 'setup' | 'codes' | 'off' }
  | { name: 'setup'; setup: TwoFactorSetup }
  | { name: 'codes'; codes: string[] };

export function TwoFactorSection({ api, account, onChanged }: { api: StudioAccountApi; account: StudioAccount; onChanged: () => void }) {
  const [step, setStep] = useState<Step>({ name: 'idle' });
  const [said, setSaid] = useState('');
  const idle = () => setStep({ name: 'idle' });
  const ask = (what: 'setup' | 'codes' | 'off') => {
    setSaid('');
    setStep({ name: 'password', for: what });
  };

  return (
    <section aria-labelledby="two-factor-heading" className={`${card} flex flex-col gap-3`}>
      <h3 id="two-factor-heading" className="font-semibold">
        Two-factor sign-in
      </h3>
      <p className="text-sm text-gray-700">
        {account.twoFactor ? (
          <>
            <strong>On.</strong> Signing in asks for a code from your authenticator app after your password. {account.recoveryCodesLeft} of
            10 recovery codes left.
          </>
        ) : (
          <>
            <strong>Off.</strong> Turn it on so that your password alone cannot open the studio: signing in will also ask for a code from an
            authenticator app on your phone.
          </>
        )}
      </p>
      {step.name === 'idle' && (
        <div className="flex flex-wrap gap-2">
          {account.twoFactor ? (
            <>
              <button type="button" className={secondaryButton} onClick={() => ask('codes')}>
                New recovery codes
              </button>
              <button type="button" className={secondaryButton} onClick={() => ask('off')}>
                Turn off two-factor sign-in
              </button>
            </>
          ) : (
            <button type="button" className={secondaryButton} onClick={() => ask('setup')}>
              Turn on two-factor sign-in
            </button>
          )}
        </div>
      )}
      {step.name === 'password' && step.for === 'setup' && (
        <PasswordStep
          intro="Enter your password to set up two-factor sign-in."
          action="Continue"
          run={(password) => api.setUpTwoFactor(password)}
          onDone={(setup) => setStep({ name: 'setup', setup })}
          onCancel={idle}
        />
      )}
      {step.name === 'password' && step.for === 'codes' && (
        <PasswordStep
          intro="Enter your password to get ten new recovery codes. The codes you have now stop working."
          action="Get new codes"
          run={(password) => api.newRecoveryCodes(password)}
          onDone={({ recoveryCodes }) => {
            setStep({ name: 'codes', codes: recoveryCodes });
            onChanged();
          }}
          onCancel={idle}
        />
      )}
      {step.name === 'password' && step.for === 'off' && (
        <PasswordStep
          intro="Enter your password to turn two-factor sign-in off. Your password alone will sign you in again."
          action="Turn off"
          run={(password) => api.turnOffTwoFactor(password)}
          onDone={() => {
            idle();
            setSaid('Two-factor sign-in is off.');
            onChanged();
          }}
          onCancel={idle}
        />
      )}
      {step.name === 'setup' && (
        <TwoFactorSetupForm
          api={api}
          setup={step.setup}
          onDone={(codes) => {
            setStep({ name: 'codes', codes });
            setSaid('Two-factor sign-in is on.');
            onChanged();
          }}
          onCancel={idle}
        />
      )}
      {step.name === 'codes' && <RecoveryCodesPanel codes={step.codes} email={account.email} onDone={idle} />}
      <p role="status" className="text-sm text-green-800">
        {said}
      </p>
    </section>
  );
}
