package online

import (
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/birdroost/roost/rules/game"
)

func TestBadServerAddressesAreRefused(t *testing.T) {
	for _, a := range []string{"", "127.0.0.1:7350", "ftp://host", "http://", "::"} {
		_, err := New(a, "k")
		assert.Error(t, err, a)
	}
	c, err := New("https://roost.example/", "k")
	require.NoError(t, err)
	assert.Equal(t, "https://roost.example", c.Server)
}

func TestSessionTokensAreRead(t *testing.T) {
	claims, _ := json.Marshal(map[string]interface{}{"uid": "u-1", "usn": "ann", "exp": 1795500000})
	tok := "eyJhbGciOiJIUzI1NiJ9." + base64.RawURLEncoding.EncodeToString(claims) + ".sig"
	s, err := parseToken(tok)
	require.NoError(t, err)
	assert.Equal(t, Session{Token: tok, UserID: "u-1", Username: "ann", Expires: time.Unix(1795500000, 0)}, s)
	for _, bad := range []string{"", "a.b", "a.!!!.c", "a." + base64.RawURLEncoding.EncodeToString([]byte(`{"usn":"x"}`)) + ".c"} {
		_, err := parseToken(bad)
		assert.Error(t, err, bad)
	}
}

// Nakama writes 64-bit numbers as strings; both spellings are read.
func TestOpCodesAsNakamaWritesThem(t *testing.T) {
	var v struct {
		Op int64s `json:"op_code"`
	}
	require.NoError(t, json.Unmarshal([]byte(`{"op_code":"2"}`), &v))
	assert.EqualValues(t, 2, v.Op)
	require.NoError(t, json.Unmarshal([]byte(`{"op_code":3}`), &v))
	assert.EqualValues(t, 3, v.Op)
	assert.Error(t, json.Unmarshal([]byte(`{"op_code":"x"}`), &v))
	b, _ := json.Marshal(v)
	assert.JSONEq(t, `{"op_code":"3"}`, string(b))
}

func TestBackoffDoublesToFiveSeconds(t *testing.T) {
	assert.Equal(t, 200*time.Millisecond, Backoff(0))
	assert.Equal(t, 400*time.Millisecond, Backoff(1))
	assert.Equal(t, 5*time.Second, Backoff(5))
	assert.Equal(t, 5*time.Second, Backoff(40))
	total := time.Duration(0)
	for i := 0; i < MaxTries; i++ {
		total += Backoff(i)
	}
	assert.Greater(t, total, time.Minute, "a client tries for over a minute before giving up")
}

func TestElo(t *testing.T) {
	// Equal players, a win: +16 and -16.
	if got := Elo([]float64{1200, 1200}, []float64{1, 0}); got[0] != 1216 || got[1] != 1184 {
		t.Errorf("equal players: %v", got)
	}
	// A draw between equals changes nothing; the favourite's win gains less.
	if got := Elo([]float64{1200, 1200}, []float64{0.5, 0.5}); got[0] != 1200 || got[1] != 1200 {
		t.Errorf("a draw: %v", got)
	}
	if got := Elo([]float64{1600, 1200}, []float64{1, 0}); got[0]-1600 > 4 || got[0] <= 1600 {
		t.Errorf("the favourite's win: %v", got)
	}
	// Four players: points are neither made nor lost, and the order holds.
	got := Elo([]float64{1200, 1300, 1250, 1100}, []float64{1, 0, 0, 0})
	sum := 0.0
	for i, r := range got {
		sum += r - []float64{1200, 1300, 1250, 1100}[i]
	}
	if sum > 1e-9 || sum < -1e-9 || got[0] <= 1200 || got[1] >= 1300 {
		t.Errorf("four players: %v (sum %v)", got, sum)
	}
}

// A refusal travels as its English words and its message; a client's
// ServerError gives the message back as a refusal, for the player's
// language; plain words stay words.
func TestRefusalsTravelAsMessages(t *testing.T) {
	err := fmt.Errorf("seat 2: %w", game.Refuse("online.refuse.nobody", "Name", "Kenji"))
	text := ErrorText(err)
	words, why := ReadError(text)
	require.Equal(t, err.Error(), words)
	require.Equal(t, game.M("online.refuse.nobody", "Name", "Kenji"), why)
	se := serverError(0, 13, text)
	require.Equal(t, err.Error(), se.Error())
	require.Equal(t, "online.refuse.nobody", game.KeyOf(se))

	plain := errors.New("the request cannot be read")
	require.Equal(t, plain.Error(), ErrorText(plain))
	words, why = ReadError(plain.Error())
	require.Equal(t, plain.Error(), words)
	require.Equal(t, "", why.Key)
	require.Equal(t, "", game.KeyOf(serverError(400, 3, `{"text":"no why"}`)))
	require.Equal(t, `{"text":"no why"}`, serverError(400, 3, `{"text":"no why"}`).Error())
}
