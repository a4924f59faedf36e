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
  let queue = Promise.resolve();
  // The payment being authenticated, while its challenge runs.
  let following = null;

  // `edited` names the field an edit was sent for: only its answer places the caret, so the answer to a focus
  // change never collapses a selection the person has just made.
  function send(path, body, started, edited) {
    queue = queue
      .then(() =>
        fetch(path, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify(Object.assign({ session }, body)),
          credentials: "same-origin",
        }),
      )
      .then((response) => response.json().then((json) => ({ ok: response.ok, json })))
      .then(({ ok, json }) => {
        if (!ok) return showError(json.error || "The app refused the request.");
        show(json, edited);
        if (started !== undefined) timings.push(performance.now() - started);
      })
      .catch(() => showError("The app stopped answering; is 'tessera app' still running?"));
    return queue;
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
    const svg = new DOMParser().parseFromString(state.card_svg, "image/svg+xml").documentElement;
    card.replaceChildren(document.importNode(svg, true));
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
