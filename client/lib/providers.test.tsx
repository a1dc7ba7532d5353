import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useAuth } from './auth';
import { useCart } from './cart';

function UsesCart() {
  useCart();
  return null;
}
function UsesAuth() {
  useAuth();
  return null;
}

describe('context access points', () => {
  it('refuse to be used outside their providers, as the spec says', () => {
    expect(() => renderToString(createElement(UsesCart))).toThrow('useCart must be used within a CartProvider');
    expect(() => renderToString(createElement(UsesAuth))).toThrow('useAuth must be used within an AuthProvider');
  });
});
