import { useState } from 'react';
import './avatar.css';

/**
 * A member's picture, round; the first character of the name where there is none or it fails to load,
 * a person's outline where there is no name either (as MUI's Avatar, drawn without MUI).
 */
export function Avatar({ src, name, size = 24 }: { src: string; name: string; size?: number }) {
  const [failed, setFailed] = useState(false);
  return (
    <span className="avatar" style={size === 24 ? undefined : { width: size, height: size, fontSize: size / 2.4 }}>
      {src && !failed ? (
        <img src={src} alt={name} onError={() => setFailed(true)} />
      ) : name ? (
        name.slice(0, 1)
      ) : (
        <svg viewBox="0 0 24 24" aria-hidden="true">
          <path d="M12 12c2.21 0 4-1.79 4-4s-1.79-4-4-4-4 1.79-4 4 1.79 4 4 4zm0 2c-2.67 0-8 1.34-8 4v2h16v-2c0-2.66-5.33-4-8-4z" />
        </svg>
      )}
    </span>
  );
}
