// DO NOT EDIT: generated from schemas/requests/event-signup.schema.json by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import * as __m0 from "ajv/dist/runtime/ucs2length.js";
const __cjs = (ns) => (ns.default && ns.default.__esModule ? ns.default : ns);
export const validate = validate0;
export default validate0;
const schema0 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"EventSignupRequest","description":"Body of POST /api/v1/calendar/event/public/signUp (issue 22, decision 054): a visitor's submission of the site's event sign-up form (formSlug prijava-na-dogadjaj) for the event `id`. The submission is checked as storeData checks one (the form's fields: name, e-mail, seats; the consents of its assignment; the captcha, or confirmByEmail without JavaScript); its seats are taken in the transaction that stores it.","type":"object","properties":{"id":{"type":"integer","minimum":1,"maximum":2147483647},"submission":{"$ref":"./form-store.schema.json"}},"required":["id","submission"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/requests/event-signup.schema.json"};
const schema1 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"FormStoreRequest","description":"spec 7 form storeData (issue 21): a visitor's submission of a form of a published page, found by formSlug. `data` is checked by the form's own schema on the server (formValueSchema of the published form's fields, never a schema the client sends): here only its size. Sent as JSON, or as the `payload` field of a multipart body whose file parts are named by their field.","type":"object","properties":{"formSlug":{"type":"string","minLength":3,"maxLength":41,"pattern":"^[a-z][a-z0-9-]{2,40}$"},"path":{"description":"The page the form was sent from.","type":"string","minLength":1,"maxLength":500,"pattern":"^/"},"data":{"title":"FormSubmissionData","type":"object","maxProperties":40,"propertyNames":{"maxLength":40},"additionalProperties":{"title":"FormDataValue","anyOf":[{"type":"string","maxLength":5000},{"type":"number"},{"type":"boolean"},{"type":"array","maxItems":50,"items":{"type":"string","maxLength":200}}]}},"consents":{"type":"array","maxItems":20,"uniqueItems":true,"items":{"type":"string","minLength":1,"maxLength":100,"pattern":"^[a-z][A-Za-z0-9-]*$"}},"altcha":{"description":"The ALTCHA widget's payload (base64 of the solved challenge), when the site uses ALTCHA.","type":"string","maxLength":8000},"recaptcha":{"$ref":"../entities/form-recaptcha.schema.json"},"confirmByEmail":{"description":"Sent without a captcha (a browser without JavaScript): keep the submission until its sender opens the link mailed to the form's e-mail field, instead of refusing it (decision 048).","type":"boolean"}},"required":["formSlug","path","data"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/requests/form-store.schema.json"};
const schema2 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"FormRecaptcha","description":"spec 7 storeData's optional recaptcha key and response (spec 5: a site key and a version are needed; default version 2, invisible, spec 9).","type":"object","properties":{"key":{"type":"string","maxLength":100},"version":{"type":"integer","minimum":2,"maximum":3},"response":{"type":"string","minLength":1,"maxLength":4000}},"required":["response"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/entities/form-recaptcha.schema.json"};
const func0 = __cjs(__m0).default;
const pattern0 = new RegExp("^[a-z][a-z0-9-]{2,40}$", "u");
const pattern1 = new RegExp("^/", "u");
const pattern2 = new RegExp("^[a-z][A-Za-z0-9-]*$", "u");

function validate1(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/requests/form-store.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate1.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.formSlug === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "formSlug"},message:"must have required property '"+"formSlug"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.path === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "path"},message:"must have required property '"+"path"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.data === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "data"},message:"must have required property '"+"data"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(((((((key0 === "formSlug") || (key0 === "path")) || (key0 === "data")) || (key0 === "consents")) || (key0 === "altcha")) || (key0 === "recaptcha")) || (key0 === "confirmByEmail"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.formSlug !== undefined){
let data0 = data.formSlug;
if(typeof data0 === "string"){
if(func0(data0) > 41){
const err4 = {instancePath:instancePath+"/formSlug",schemaPath:"#/properties/formSlug/maxLength",keyword:"maxLength",params:{limit: 41},message:"must NOT have more than 41 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(func0(data0) < 3){
const err5 = {instancePath:instancePath+"/formSlug",schemaPath:"#/properties/formSlug/minLength",keyword:"minLength",params:{limit: 3},message:"must NOT have fewer than 3 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!pattern0.test(data0)){
const err6 = {instancePath:instancePath+"/formSlug",schemaPath:"#/properties/formSlug/pattern",keyword:"pattern",params:{pattern: "^[a-z][a-z0-9-]{2,40}$"},message:"must match pattern \""+"^[a-z][a-z0-9-]{2,40}$"+"\""};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/formSlug",schemaPath:"#/properties/formSlug/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.path !== undefined){
let data1 = data.path;
if(typeof data1 === "string"){
if(func0(data1) > 500){
const err8 = {instancePath:instancePath+"/path",schemaPath:"#/properties/path/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(func0(data1) < 1){
const err9 = {instancePath:instancePath+"/path",schemaPath:"#/properties/path/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!pattern1.test(data1)){
const err10 = {instancePath:instancePath+"/path",schemaPath:"#/properties/path/pattern",keyword:"pattern",params:{pattern: "^/"},message:"must match pattern \""+"^/"+"\""};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/path",schemaPath:"#/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.data !== undefined){
let data2 = data.data;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(Object.keys(data2).length > 40){
const err12 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/maxProperties",keyword:"maxProperties",params:{limit: 40},message:"must NOT have more than 40 properties"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
for(const key1 in data2){
const _errs8 = errors;
if(typeof key1 === "string"){
if(func0(key1) > 40){
const err13 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/propertyNames/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters",propertyName:key1};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
var valid1 = _errs8 === errors;
if(!valid1){
const err14 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/propertyNames",keyword:"propertyNames",params:{propertyName: key1},message:"property name must be valid"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
for(const key2 in data2){
let data3 = data2[key2];
const _errs11 = errors;
let valid3 = false;
const _errs12 = errors;
if(typeof data3 === "string"){
if(func0(data3) > 5000){
const err15 = {instancePath:instancePath+"/data/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/data/additionalProperties/anyOf/0/maxLength",keyword:"maxLength",params:{limit: 5000},message:"must NOT have more than 5000 characters"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
else {
const err16 = {instancePath:instancePath+"/data/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/data/additionalProperties/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
var _valid0 = _errs12 === errors;
valid3 = valid3 || _valid0;
const _errs14 = errors;
if(!((typeof data3 == "number") && (isFinite(data3)))){
const err17 = {instancePath:instancePath+"/data/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/data/additionalProperties/anyOf/1/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
var _valid0 = _errs14 === errors;
valid3 = valid3 || _valid0;
const _errs16 = errors;
if(typeof data3 !== "boolean"){
const err18 = {instancePath:instancePath+"/data/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/data/additionalProperties/anyOf/2/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
var _valid0 = _errs16 === errors;
valid3 = valid3 || _valid0;
const _errs18 = errors;
if(Array.isArray(data3)){
if(data3.length > 50){
const err19 = {instancePath:instancePath+"/data/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/data/additionalProperties/anyOf/3/maxItems",keyword:"maxItems",params:{limit: 50},message:"must NOT have more than 50 items"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
let data4 = data3[i0];
if(typeof data4 === "string"){
if(func0(data4) > 200){
const err20 = {instancePath:instancePath+"/data/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i0,schemaPath:"#/properties/data/additionalProperties/anyOf/3/items/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
else {
const err21 = {instancePath:instancePath+"/data/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i0,schemaPath:"#/properties/data/additionalProperties/anyOf/3/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
}
else {
const err22 = {instancePath:instancePath+"/data/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/data/additionalProperties/anyOf/3/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
var _valid0 = _errs18 === errors;
valid3 = valid3 || _valid0;
if(!valid3){
const err23 = {instancePath:instancePath+"/data/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/data/additionalProperties/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
else {
errors = _errs11;
if(vErrors !== null){
if(_errs11){
vErrors.length = _errs11;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err24 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.consents !== undefined){
let data5 = data.consents;
if(Array.isArray(data5)){
if(data5.length > 20){
const err25 = {instancePath:instancePath+"/consents",schemaPath:"#/properties/consents/maxItems",keyword:"maxItems",params:{limit: 20},message:"must NOT have more than 20 items"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
const len1 = data5.length;
for(let i1=0; i1<len1; i1++){
let data6 = data5[i1];
if(typeof data6 === "string"){
if(func0(data6) > 100){
const err26 = {instancePath:instancePath+"/consents/" + i1,schemaPath:"#/properties/consents/items/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(func0(data6) < 1){
const err27 = {instancePath:instancePath+"/consents/" + i1,schemaPath:"#/properties/consents/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(!pattern2.test(data6)){
const err28 = {instancePath:instancePath+"/consents/" + i1,schemaPath:"#/properties/consents/items/pattern",keyword:"pattern",params:{pattern: "^[a-z][A-Za-z0-9-]*$"},message:"must match pattern \""+"^[a-z][A-Za-z0-9-]*$"+"\""};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
else {
const err29 = {instancePath:instancePath+"/consents/" + i1,schemaPath:"#/properties/consents/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
let i2 = data5.length;
let j0;
if(i2 > 1){
const indices0 = {};
for(;i2--;){
let item0 = data5[i2];
if(typeof item0 !== "string"){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
const err30 = {instancePath:instancePath+"/consents",schemaPath:"#/properties/consents/uniqueItems",keyword:"uniqueItems",params:{i: i2, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i2+" are identical)"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
break;
}
indices0[item0] = i2;
}
}
}
else {
const err31 = {instancePath:instancePath+"/consents",schemaPath:"#/properties/consents/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data.altcha !== undefined){
let data7 = data.altcha;
if(typeof data7 === "string"){
if(func0(data7) > 8000){
const err32 = {instancePath:instancePath+"/altcha",schemaPath:"#/properties/altcha/maxLength",keyword:"maxLength",params:{limit: 8000},message:"must NOT have more than 8000 characters"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
else {
const err33 = {instancePath:instancePath+"/altcha",schemaPath:"#/properties/altcha/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data.recaptcha !== undefined){
let data8 = data.recaptcha;
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
if(data8.response === undefined){
const err34 = {instancePath:instancePath+"/recaptcha",schemaPath:"../entities/form-recaptcha.schema.json/required",keyword:"required",params:{missingProperty: "response"},message:"must have required property '"+"response"+"'"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
for(const key3 in data8){
if(!(((key3 === "key") || (key3 === "version")) || (key3 === "response"))){
const err35 = {instancePath:instancePath+"/recaptcha",schemaPath:"../entities/form-recaptcha.schema.json/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data8.key !== undefined){
let data9 = data8.key;
if(typeof data9 === "string"){
if(func0(data9) > 100){
const err36 = {instancePath:instancePath+"/recaptcha/key",schemaPath:"../entities/form-recaptcha.schema.json/properties/key/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
else {
const err37 = {instancePath:instancePath+"/recaptcha/key",schemaPath:"../entities/form-recaptcha.schema.json/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data8.version !== undefined){
let data10 = data8.version;
if(!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))){
const err38 = {instancePath:instancePath+"/recaptcha/version",schemaPath:"../entities/form-recaptcha.schema.json/properties/version/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 > 3 || isNaN(data10)){
const err39 = {instancePath:instancePath+"/recaptcha/version",schemaPath:"../entities/form-recaptcha.schema.json/properties/version/maximum",keyword:"maximum",params:{comparison: "<=", limit: 3},message:"must be <= 3"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(data10 < 2 || isNaN(data10)){
const err40 = {instancePath:instancePath+"/recaptcha/version",schemaPath:"../entities/form-recaptcha.schema.json/properties/version/minimum",keyword:"minimum",params:{comparison: ">=", limit: 2},message:"must be >= 2"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
}
if(data8.response !== undefined){
let data11 = data8.response;
if(typeof data11 === "string"){
if(func0(data11) > 4000){
const err41 = {instancePath:instancePath+"/recaptcha/response",schemaPath:"../entities/form-recaptcha.schema.json/properties/response/maxLength",keyword:"maxLength",params:{limit: 4000},message:"must NOT have more than 4000 characters"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if(func0(data11) < 1){
const err42 = {instancePath:instancePath+"/recaptcha/response",schemaPath:"../entities/form-recaptcha.schema.json/properties/response/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
else {
const err43 = {instancePath:instancePath+"/recaptcha/response",schemaPath:"../entities/form-recaptcha.schema.json/properties/response/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
}
else {
const err44 = {instancePath:instancePath+"/recaptcha",schemaPath:"../entities/form-recaptcha.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data.confirmByEmail !== undefined){
if(typeof data.confirmByEmail !== "boolean"){
const err45 = {instancePath:instancePath+"/confirmByEmail",schemaPath:"#/properties/confirmByEmail/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
}
else {
const err46 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
validate1.errors = vErrors;
return errors === 0;
}
validate1.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate0(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/requests/event-signup.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate0.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.submission === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "submission"},message:"must have required property '"+"submission"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "id") || (key0 === "submission"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.id !== undefined){
let data0 = data.id;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err3 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 2147483647 || isNaN(data0)){
const err4 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data0 < 1 || isNaN(data0)){
const err5 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
if(data.submission !== undefined){
if(!(validate1(data.submission, {instancePath:instancePath+"/submission",parentData:data,parentDataProperty:"submission",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate1.errors : vErrors.concat(validate1.errors);
errors = vErrors.length;
}
}
}
else {
const err6 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
validate0.errors = vErrors;
return errors === 0;
}
validate0.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

