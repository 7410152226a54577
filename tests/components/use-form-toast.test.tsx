import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

// The invalid-form toast of the ticket and fine forms (a warning at the bottom centre that hides
// itself after 3 s), loaded after the form instead of with it (docs/performance.md).
async function renderForm(draws = { form: 0 }) {
  const { useFormToast } = await import('@/components/form/use-form-toast');
  function Form() {
    draws.form++;
    const toast = useFormToast('The form is invalid.', { bottom: 128 });
    return (
      <>
        <form aria-label="Ticket" onFocus={toast.prepare} onPointerDown={toast.prepare}>
          <input aria-label="Plate" />
          <button type="button" onClick={toast.show}>
            Continue
          </button>
          <button type="button" onClick={toast.hide}>
            Search again
          </button>
        </form>
        <p>Elsewhere</p>
        {toast.toast}
      </>
    );
  }
  return render(<Form />);
}

beforeEach(() => vi.resetModules());
afterEach(() => {
  vi.useRealTimers();
  vi.doUnmock('@/components/form/form-toast');
});

test('nothing shows until the form is submitted invalid; then a warning for 3 seconds that a tap elsewhere does not cut short', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  await renderForm();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Continue' }));
  const toast = await screen.findByRole('alert');
  expect(toast).toHaveTextContent('The form is invalid.');
  await user.click(screen.getByText('Elsewhere'));
  act(() => {
    vi.advanceTimersByTime(2500);
  });
  expect(screen.getByRole('alert')).toBeVisible();
  act(() => {
    vi.advanceTimersByTime(600);
  });
  await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());

  // A second invalid submit shows it again.
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('The form is invalid.');
});

test("the toast's code loads when the visitor first turns to the form, not with it", async () => {
  let loads = 0;
  let loaded = false;
  vi.doMock('@/components/form/form-toast', async (importOriginal) => {
    loads++;
    const module = await importOriginal();
    loaded = true;
    return module;
  });
  const user = userEvent.setup();
  await renderForm();
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(loads).toBe(0);

  await user.click(screen.getByRole('textbox', { name: 'Plate' }));
  await waitFor(() => expect(loads).toBe(1));
  // Ready by the time of the submit (its code in, however long that took): the toast needs no other
  // load, and shows with the frame after the submit's.
  await waitFor(() => expect(loaded).toBe(true));
  await act(async () => {});
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('The form is invalid.');
  expect(loads).toBe(1);
});

/**
 * The form touched and its toast's code in; then the page's frames held: `nextFrame()` paints one
 * and runs the tasks it started (`afterNextPaint`).
 */
async function touchedFormFramesHeld() {
  const user = userEvent.setup();
  await renderForm();
  await user.click(screen.getByRole('textbox', { name: 'Plate' }));
  await act(() => import('@/components/form/form-toast'));
  const frames: FrameRequestCallback[] = [];
  const held = vi
    .spyOn(window, 'requestAnimationFrame')
    .mockImplementation((callback) => frames.push(callback));
  const nextFrame = async () => {
    held.mockRestore();
    act(() => frames.splice(0).forEach((callback) => callback(performance.now())));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  };
  return { user, nextFrame };
}

test("the form's own messages come first: the toast shows in the frame after the submit's", async () => {
  const { user, nextFrame } = await touchedFormFramesHeld();
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  await nextFrame();
  expect(screen.getByRole('alert')).toHaveTextContent('The form is invalid.');
});

test('a toast taken back before its frame does not show', async () => {
  const { user, nextFrame } = await touchedFormFramesHeld();
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await user.click(screen.getByRole('button', { name: 'Search again' }));
  await nextFrame();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test("the toast's code, showing and hiding draw the toast, not the form that holds it", async () => {
  // A form's fields are most of a refused submit's work on a slow phone (docs/performance.md).
  const draws = { form: 0 };
  const user = userEvent.setup();
  await renderForm(draws);
  await user.click(screen.getByRole('textbox', { name: 'Plate' }));
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('The form is invalid.');
  await user.click(screen.getByRole('button', { name: 'Search again' }));
  await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  expect(draws.form).toBe(1);
});

test('the form can take the toast away before its time (a new search)', async () => {
  const user = userEvent.setup();
  await renderForm();
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByRole('alert');
  await user.click(screen.getByRole('button', { name: 'Search again' }));
  await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
});

test("offline, when the toast's code cannot load, the form goes on without it", async () => {
  vi.doMock('@/components/form/form-toast', () => {
    throw new Error('Failed to fetch dynamically imported module');
  });
  const user = userEvent.setup();
  await renderForm();
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
});
