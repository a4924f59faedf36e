// Follows a request that may show a 3-D Secure challenge: the server runs the SDK and renders each screen; this
// script only shows the markup and stylesheet it sends, posts the cardholder's answer back and hands over the
// request's answer at the end. No 3-D Secure logic lives here, and no text goes in as markup except the
// server's escaped rendering.
"use strict";
window.tesseraChallenge = (() => {
  // Runs the run `run` to its end; resolves with its answer ({json, note} or {message, status, detail}).
  function follow(run) {
    const host = document.createElement("div");
    host.className = "challenge-host";
    host.setAttribute("role", "dialog");
    host.setAttribute("aria-modal", "true");
    host.setAttribute("aria-labelledby", "challenge-title");
    host.hidden = true;
    document.body.appendChild(host);
    const sheet = document.createElement("link");
    sheet.rel = "stylesheet";
    let version = null;
    let shown = null;

    function end() {
      host.remove();
      sheet.remove();
    }

    function show(status) {
      shown = status.sequence;
      sheet.href = status.stylesheet;
      if (!sheet.isConnected) document.head.appendChild(sheet);
      const parsed = new DOMParser().parseFromString(status.html, "text/html");
      const form = document.importNode(parsed.body.firstElementChild, true);
      const problem = document.createElement("p");
      problem.className = "ch-problem";
      problem.setAttribute("role", "alert");
      problem.hidden = true;
      form.querySelector(".ch-body").appendChild(problem);
      form.addEventListener("submit", (event) => {
        event.preventDefault();
        const data = new FormData(form);
        data.set("action", event.submitter && event.submitter.value ? event.submitter.value : "submit");
        for (const button of form.querySelectorAll("button")) button.disabled = true;
        form.classList.add("ch-sending");
        // Not form.action: the buttons named "action" shadow that property.
        fetch(form.getAttribute("action"), {
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams(data),
          credentials: "same-origin",
        })
          .then((reply) => reply.json().then((json) => ({ ok: reply.ok, json })))
          .then(({ ok, json }) => {
            if (ok) return;
            problem.textContent = json.error || "The app refused the answer.";
            problem.hidden = false;
            for (const button of form.querySelectorAll("button")) button.disabled = false;
            form.classList.remove("ch-sending");
          })
          .catch(() => {
            problem.textContent = "The app stopped answering; is 'tessera app' still running?";
            problem.hidden = false;
          });
      });
      host.replaceChildren(form);
      host.hidden = false;
      const first = form.querySelector(".ch-textbox, .ch-options input, .ch-acs, .ch-continue");
      if (first) first.focus();
    }

    return new Promise((resolve, reject) => {
      async function poll() {
        try {
          const reply = await fetch("/challenge/" + run + (version === null ? "" : "?after=" + version), {
            credentials: "same-origin",
          });
          const status = await reply.json();
          if (!reply.ok) throw new Error(status.error || "The app refused the request.");
          version = status.version;
          if (status.state === "done") {
            end();
            resolve(status.answer);
            return;
          }
          if (status.state === "screen" && status.sequence !== shown) show(status);
          poll();
        } catch (failure) {
          end();
          reject(failure);
        }
      }
      poll();
    });
  }

  return { follow };
})();
