import { Component, type ReactNode } from 'react';
import { ApiError, isSubscriptionExpired } from '@/api/http';

interface MemberGoneBoundaryProps {
  /** The family member whose planning is shown, '' for the signed-in person's own. */
  memberId: string;
  isFamilyMember: (memberId: string) => boolean;
  /**
   * The server refused that member's planning: she, or the caller, left the family since the
   * screen read it; the screen reads the family again to say which (decision 030).
   */
  onGone: (memberId: string, error: ApiError) => void;
  children: ReactNode;
}

/** A 403 that is no expired subscription's: another person's planning is no longer the caller's to see. */
export const isMemberRefusal = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status === 403 && !isSubscriptionExpired(error);

interface MemberGoneState {
  error: unknown;
  /** The member the error was met with: another choice starts clean. */
  memberId: string;
}

/**
 * A member who left the family is still in the user filter until the family is read again; her
 * planning answers 403, and so does anyone's once the caller was removed. That is no
 * communication error: the screen goes back to the person's own planning and says who left
 * (audits P6, U8). Any other failure goes on to the route's error view.
 */
export class MemberGoneBoundary extends Component<MemberGoneBoundaryProps, MemberGoneState> {
  override state: MemberGoneState = { error: null, memberId: this.props.memberId };

  static getDerivedStateFromProps(props: MemberGoneBoundaryProps, state: MemberGoneState) {
    return props.memberId === state.memberId ? null : { error: null, memberId: props.memberId };
  }

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  private handles(error: unknown): error is ApiError {
    const { memberId, isFamilyMember } = this.props;
    return memberId !== '' && isMemberRefusal(error) && isFamilyMember(memberId);
  }

  override componentDidCatch(error: unknown) {
    if (this.handles(error)) this.props.onGone(this.props.memberId, error);
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (this.handles(error)) return null;
    throw error;
  }
}
