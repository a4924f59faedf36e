// The Checkout tab: forwards what the person does in the card fields to the server and shows the formatted
// text, caret, messages and card image it answers with. No card logic lives here.
"use strict";
(() => {
  const form = document.getElementById("checkout");
  if (!form) return;
  const session = form.dataset.session;
  const card = document.getElementById("card");
  const result = document.getElementById("result");
  const payment = document.getElementById("payment");
  const inputs = {};
  for (const input of form.querySelectorAll("input[data-field]")) inputs[input.dataset.field] = input;
  // Keystroke-to-image times in milliseconds, read by the browser tests' benchmark.
  const timings = [];
  window.tesseraTimings = timings;
  // The caret each field was last given, so an edit made before the answer came back is applied at the
  // server's caret rather than at a stale offset.
  const placed = {};
  // Requests go to the server one at a time, in order. What the person does while one is in flight waits in
  // `pending`, where insertions into one field at the server's caret merge into a single edit: a burst of keys
  // costs two round trips, not one per key, and its last key's image arrives one answer after it.
  const pending = [];
  let inFlight = false;
  // The payment being authenticated, while its challenge runs.
  let following = null;
  // The SVG the card image shows now.
  let drawn = null;

  // `edited` names the field an edit was sent for: only its answer places the caret, so the answer to a focus
  // change never collapses a selection the person has just made. Resolves once the request was answered.
  function send(path, body, started, edited) {
    return new Promise((resolve) => {
      const last = pending[pending.length - 1];
      if (last && last.path === "/checkout/input" && path === last.path && mergeable(last.body, body)) {
        last.body.text += body.text;
        last.started.push(started);
        last.resolvers.push(resolve);
        return;
      }
      pending.push({ path, body, started: started === undefined ? [] : [started], edited, resolvers: [resolve] });
      pump();
    });
  }

  function mergeable(earlier, later) {
    return (
      earlier.field === later.field &&
      earlier.kind === "insert" &&
      later.kind === "insert" &&
      earlier.start === undefined &&
      later.start === undefined
    );
  }

  function pump() {
    if (inFlight || pending.length === 0) return;
    const request = pending.shift();
    inFlight = true;
    fetch(request.path, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(Object.assign({ session }, request.body)),
      credentials: "same-origin",
    })
      .then((response) => response.json().then((json) => ({ ok: response.ok, json })))
      .then(({ ok, json }) => {
        if (!ok) return showError(json.error || "The app refused the request.");
        show(json, request.edited);
        const shown = performance.now();
        for (const started of request.started) timings.push(shown - started);
      })
      .catch(() => showError("The app stopped answering; is 'tessera app' still running?"))
      .finally(() => {
        inFlight = false;
        for (const resolve of request.resolvers) resolve();
        pump();
      });
  }

  function showError(message) {
    result.textContent = message;
    result.className = "result error";
  }

  function show(state, edited) {
    for (const field of state.fields) {
      const input = inputs[field.name];
      if (input.value !== field.text) input.value = field.text;
      if (field.name === edited) {
        if (document.activeElement === input) input.setSelectionRange(field.caret, field.caret);
        placed[field.name] = field.caret;
      }
      const message = document.getElementById(field.name + "-message");
      message.textContent = field.message || "";
      if (field.message) input.setAttribute("aria-invalid", "true");
      else input.removeAttribute("aria-invalid");
      input.closest(".field").classList.toggle("focused", state.focus === field.name);
    }
    // The server's renderer escapes every text and attribute it writes, so its SVG is safe to parse as markup;
    // the same drawing is not parsed again (a focus change that leaves the image as it was).
    if (state.card_svg !== drawn) {
      card.innerHTML = state.card_svg;
      drawn = state.card_svg;
    }
    card.dataset.side = state.side;
    card.dataset.brand = state.brand || "";
    card.setAttribute("aria-label", state.accessibility_label);
    if (state.flip) {
      card.classList.remove("turn-flip", "turn-fade");
      void card.offsetWidth;
      card.classList.add("turn-" + state.flip);
    }
    if (state.challenge) {
      result.textContent = "Authenticating with 3-D Secure…";
      result.className = "result";
      following = window.tesseraChallenge
        .follow(state.challenge)
        .then(showPayment, () => showError("The app stopped answering; is 'tessera app' still running?"))
        .finally(() => {
          following = null;
          document.getElementById("pay").disabled = false;
        });
    } else if (state.valid === true) {
      result.textContent = "Every field is valid.";
      result.className = "result ok";
    } else if (state.valid === false) {
      result.textContent = "Some fields need attention.";
      result.className = "result error";
    }
  }

  // The end of a payment: the tokenize result (no card number or code in it), or why it failed. A failed
  // authentication (a wrong code) says so, and Pay becomes Retry: the card stays in the form.
  function showPayment(answer) {
    if (typeof answer.json !== "string") return showError(answer.message || "The payment failed.");
    const button = document.getElementById("pay");
    if (answer.failed) {
      result.textContent = "3-D Secure failed: the card was not authenticated" +
        (answer.note ? " (" + answer.note + ")." : ".") + " Retry keeps the card.";
      result.className = "result error";
      button.textContent = "Retry";
    } else {
      result.textContent = answer.note ? "Tokenized; " + answer.note : "Tokenized with 3-D Secure:";
      result.className = answer.note ? "result error" : "result ok";
      button.textContent = "Pay with 3-D Secure";
    }
    payment.textContent = JSON.stringify(JSON.parse(answer.json), null, 2);
    payment.hidden = false;
  }

  function edit(event) {
    const input = event.target;
    const name = input.dataset.field;
    const type = event.inputType;
    let kind;
    let text = null;
    if (type === "insertText" || type === "insertReplacementText" || type === "insertCompositionText") {
      kind = "insert";
      text = event.data ?? (event.dataTransfer ? event.dataTransfer.getData("text/plain") : "");
    } else if (type === "insertFromPaste" || type === "insertFromDrop") {
      kind = "paste";
      text = event.dataTransfer ? event.dataTransfer.getData("text/plain") : (event.data ?? "");
    } else if (type.startsWith("delete") && type.endsWith("Backward")) {
      kind = "delete_backward";
    } else if (type.startsWith("delete") && (type.endsWith("Forward") || type === "deleteByCut")) {
      kind = type === "deleteByCut" ? "delete_backward" : "delete_forward";
    } else {
      event.preventDefault();
      return;
    }
    event.preventDefault();
    const started = performance.now();
    const body = { field: name, kind, text };
    const moved = input.selectionStart !== input.selectionEnd || input.selectionStart !== placed[name];
    if (moved) {
      body.start = input.selectionStart;
      body.end = input.selectionEnd;
      body.length = input.value.length;
    }
    // The selection is used up by this edit: until the answer comes, further keys go to the server's caret.
    input.setSelectionRange(input.selectionEnd, input.selectionEnd);
    placed[name] = input.selectionEnd;
    send("/checkout/input", body, started, name);
  }

  for (const input of Object.values(inputs)) {
    input.addEventListener("beforeinput", edit);
    input.addEventListener("focus", () => send("/checkout/focus", { field: input.dataset.field }));
    input.addEventListener("blur", (event) => {
      const next = event.relatedTarget;
      if (!next || !next.dataset || !next.dataset.field) send("/checkout/focus", { field: null });
    });
  }
  document.getElementById("look").addEventListener("change", (event) => {
    send("/checkout/look", { look: event.target.value });
  });
  const pay = document.getElementById("pay");
  if (pay) {
    pay.addEventListener("click", () => {
      pay.disabled = true;
      payment.hidden = true;
      result.textContent = "Paying…";
      result.className = "result";
      const theme = document.getElementById("theme").value || null;
      send("/checkout/pay", { theme, dark: document.getElementById("dark").checked }).then(() => {
        if (!following) pay.disabled = false;
      });
    });
  }
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    send("/checkout/validate", {});
  });
})();
