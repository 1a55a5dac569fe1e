import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { targetAfterLogin } from '../app/paths';
import { PRODUCT_NAME } from '../lib/config';
import { logError } from '../lib/log';
import { usePageTitle } from '../lib/page-title';
import { useValidators, type Validity } from '../lib/validation';
import { useErrorFlash } from '../ui/error-flash';
import classes from './login-page.module.css';

/**
 * Set before the reload that follows a failed login: the reloaded page flashes once and says in
 * words that the login did not succeed (the same words for an unknown user and a wrong password).
 */
export const LOGIN_FAILED_FLAG = 'kontor.loginFailed';

/** The running build's number; the API client and contract load after the form is on screen. */
function useBuildNumber(): string | undefined {
  const [buildNumber, setBuildNumber] = useState<string>();
  useEffect(() => {
    import('../lib/system-info')
      .then(({ getSystemInfo }) => getSystemInfo())
      .then((info) => setBuildNumber(info.buildNumber))
      .catch((error: unknown) => logError('Loading the build number failed', error));
  }, []);
  return buildNumber;
}

interface FieldProps {
  type: 'text' | 'password';
  name: string;
  label: string;
  autoComplete: string;
  value: string;
  validity: Validity;
  onChange: (value: string) => void;
  inputRef?: React.Ref<HTMLInputElement>;
}

/** An input whose error shows once it was touched (blurred or cleared), like the shared text input. */
function Field({
  type,
  name,
  label,
  autoComplete,
  value,
  validity,
  onChange,
  inputRef,
}: FieldProps) {
  const [isTouched, setIsTouched] = useState(false);
  const errorId = useId();
  const error = isTouched && validity !== true ? validity : null;
  return (
    <div className={classes.field}>
      <input
        ref={inputRef}
        className={classes.input}
        type={type}
        name={name}
        aria-label={label}
        placeholder={label}
        autoComplete={autoComplete}
        value={value}
        maxLength={2000}
        aria-invalid={error !== null}
        aria-describedby={error ? errorId : undefined}
        onBlur={() => setIsTouched(true)}
        onChange={(event) => {
          if (event.currentTarget.value === '') setIsTouched(true);
          onChange(event.currentTarget.value);
        }}
      />
      {error && (
        <span id={errorId} className={classes.error}>
          {error}
        </span>
      )}
    </div>
  );
}

/**
 * The login page (000 §2, §5). Plain HTML and a few lines of CSS: it is the first screen and
 * must not wait for the UI kit. Enter in either field submits; the button is disabled while the
 * form is invalid or submitting. A failed login clears the state and reloads the page (000 §8).
 */
export default function LoginPage() {
  const { t } = useTranslation();
  usePageTitle(t('LOGIN.TITLE'));
  const navigate = useNavigate();
  const { search } = useLocation();
  const { required } = useValidators();
  const flashError = useErrorFlash();
  const buildNumber = useBuildNumber();

  const usernameRef = useRef<HTMLInputElement>(null);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const [isSubmitting, setIsSubmitting] = useState(false);

  const usernameValidity = required(username);
  const passwordValidity = required(password);
  const isValid = usernameValidity === true && passwordValidity === true;

  useEffect(() => usernameRef.current?.focus(), []);

  // The live region is on the page from the start and filled after mount, so screen readers
  // announce the message.
  const [failure, setFailure] = useState('');
  useEffect(() => {
    if (sessionStorage.getItem(LOGIN_FAILED_FLAG) === null) return;
    sessionStorage.removeItem(LOGIN_FAILED_FLAG);
    setFailure(t('LOGIN.FAILED'));
    flashError();
  }, [flashError, t]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!isValid || isSubmitting) return;
    setIsSubmitting(true);
    try {
      const { logIn } = await import('../lib/auth');
      await logIn({ username: username.trim(), password, rememberMe });
      const { userStore } = await import('../lib/session');
      navigate(targetAfterLogin(search, userStore.get().userInfo.roles), { replace: true });
    } catch (error) {
      // No specific message (000 §8): the state is already cleared and the page starts over.
      logError('Login failed', error);
      sessionStorage.setItem(LOGIN_FAILED_FLAG, '1');
      window.location.reload();
    }
  }

  return (
    <main className={classes.page}>
      <section className={classes.card}>
        <form className={classes.form} onSubmit={submit} noValidate>
          <p className={classes.brand} aria-hidden>
            {PRODUCT_NAME}
          </p>
          <h1 className={classes.title}>{t('LOGIN.TITLE')}</h1>
          <p className={classes.failure} role="alert" data-testid="login-failure">
            {failure}
          </p>
          <Field
            type="text"
            name="username"
            label={t('LOGIN.USERNAME')}
            autoComplete="username"
            value={username}
            validity={usernameValidity}
            onChange={setUsername}
            inputRef={usernameRef}
          />
          <Field
            type="password"
            name="password"
            label={t('LOGIN.PASSWORD')}
            autoComplete="current-password"
            value={password}
            validity={passwordValidity}
            onChange={setPassword}
          />
          <label className={classes.checkbox}>
            <input
              type="checkbox"
              name="rememberMe"
              checked={rememberMe}
              onChange={(event) => setRememberMe(event.currentTarget.checked)}
            />
            {t('LOGIN.REMEMBER_ME')}
          </label>
          <button type="submit" className={classes.submit} disabled={!isValid || isSubmitting}>
            {isSubmitting ? (
              <>
                <span className={classes.spinner} aria-hidden />
                ...
              </>
            ) : (
              t('LOGIN.SUBMIT')
            )}
          </button>
        </form>
        <p className={classes.build} data-testid="build-number">
          {t('SHELL.BUILD_NUMBER', { buildNumber: buildNumber ?? '…' })}
        </p>
      </section>
    </main>
  );
}
